import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["**/node_modules/**", "**/dist/**", "examples/**/node_modules/**"],
    environment: "node",
    // Tests must not depend on one another's order; shuffle to keep that honest.
    sequence: { shuffle: { files: false, tests: true } },
  },
})
