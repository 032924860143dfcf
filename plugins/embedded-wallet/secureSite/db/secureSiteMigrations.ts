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

/** The secure site's migrations, in order. Append; never edit one that has shipped. */
export const secureSiteMigrations: ReadonlyArray<Migration> = [
  { id: "0001-secure-site-schema", sql: secureSiteSchema },
]
