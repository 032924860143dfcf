import type { Migration } from "./migrate"

/**
 * What the secure site keeps, all of it in the database (no user state lives in a process, so
 * several site processes can share one Postgres). Key material: `key_shares` holds the server's
 * ONE share of a user's key, never a whole key; `passkeys` holds the recovery share only
 * encrypted under the passkey's PRF output, which the server never sees. Codes and session
 * tokens are stored hashed.
 */
const secureSiteSchema = `
CREATE TABLE users (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL
);

CREATE TABLE user_emails (
  email text PRIMARY KEY CHECK (email = lower(email)),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  verified_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX user_emails_by_user ON user_emails (user_id);

CREATE TABLE login_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email)),
  purpose text NOT NULL CHECK (purpose IN ('login', 'update-primary', 'update-secondary')),
  code_hash bytea NOT NULL,
  salt bytea NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);
-- The latest code for an email and purpose is the only one that counts.
CREATE INDEX login_codes_latest ON login_codes (email, purpose, created_at DESC, id DESC);

CREATE TABLE social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX social_identities_by_user ON social_identities (user_id);

CREATE TABLE farcaster_identities (
  fid bigint PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX farcaster_identities_by_user ON farcaster_identities (user_id);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_by_user ON sessions (user_id);

CREATE TABLE key_shares (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  address text NOT NULL,
  server_share bytea NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE passkeys (
  credential_id bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  public_key bytea NOT NULL,
  counter bigint NOT NULL CHECK (counter >= 0),
  prf_salt bytea NOT NULL,
  encrypted_recovery_share bytea NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX passkeys_by_user ON passkeys (user_id);

CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
`

/**
 * Passkey ceremonies (issue 37's recovery): each WebAuthn challenge the site hands out, kept
 * until its one use or its expiry, with the PRF salt a registration asked for. Kept as they
 * are, not hashed: a challenge is no secret (the browser hands it to the authenticator); what
 * counts is that it is used once, by its user, before it expires.
 */
const passkeyCeremonies = `
CREATE TABLE passkey_challenges (
  challenge bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ceremony text NOT NULL CHECK (ceremony IN ('register', 'authenticate')),
  prf_salt bytea,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX passkey_challenges_by_expiry ON passkey_challenges (expires_at);
`

/**
 * A finished social login waiting for the secure frame to redeem it (issue 37): the popup's
 * first-party cookies never reach the partitioned frame, so the result travels as a URI through
 * the dApp's page, and only the frame holding the secret whose SHA-256 is `binding` redeems it,
 * once (`consumed_at`), within its 2 minutes. The session is opened at redemption, not before.
 */
const socialLoginHandoffs = `
CREATE TABLE social_login_handoffs (
  id text PRIMARY KEY,
  binding bytea NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  email text,
  user_name text,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX social_login_handoffs_by_expiry ON social_login_handoffs (expires_at);
`

/**
 * An email change under way (spec 4's email update, issue 37): the signed-in user's current
 * address, the new one, and whether the code mailed to the current one was entered (the primary
 * step), until the code mailed to the new one (the secondary step) moves the user's address, or
 * `expires_at`. One per user: a new start replaces it. The codes themselves are `login_codes`
 * rows of purpose 'update-primary' and 'update-secondary'.
 */
const emailChanges = `
CREATE TABLE email_changes (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  current_email text NOT NULL CHECK (current_email = lower(current_email)),
  new_email text NOT NULL CHECK (new_email = lower(new_email)),
  primary_verified_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
`

/**
 * The nonces of the Farcaster sign-ins the site accepted (issue 37): a Sign In With Farcaster
 * message is signed over the site's nonce, and one row per nonce makes the message good for
 * one session only; a replay of a finished sign-in finds its nonce taken. Rows are kept until
 * the sign-in's own expiry (after which the message is refused anyway) and then deleted.
 */
const farcasterSignIns = `
CREATE TABLE farcaster_sign_ins (
  nonce text PRIMARY KEY,
  fid bigint NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX farcaster_sign_ins_by_expiry ON farcaster_sign_ins (expires_at);
`

/** The secure site's migrations, in order. Append; never edit one that has shipped. */
export const secureSiteMigrations: ReadonlyArray<Migration> = [
  { id: "0001-secure-site-schema", sql: secureSiteSchema },
  { id: "0002-social-login-handoffs", sql: socialLoginHandoffs },
  { id: "0003-passkey-ceremonies", sql: passkeyCeremonies },
  { id: "0004-email-changes", sql: emailChanges },
  { id: "0005-farcaster-sign-ins", sql: farcasterSignIns },
]
