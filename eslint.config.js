// Lint: TypeScript recommended rules plus the architecture's import boundaries
// (docs/architecture.md, "Rules of the house"): web never reaches into server-side modules, and core
// stays pure (no I/O).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// A path segment naming a server-side folder, but not core's own modules of the same name
// (e.g. `@core/guide` holds the guide's shared schemas and is fine to import).
// React's own renderer for the build-time prerender (`react-dom/server`) is not server-side code.
const serverSideRegex = "^(?!@core/)(?!react-dom/)(?:.*/)?(?<!core/)(?<!^\\./)(server|guide|scripture|music)(?:/.*)?$";

const ioModules = [
  "node:*",
  "fs",
  "fs/*",
  "path",
  "os",
  "child_process",
  "net",
  "http",
  "https",
  "crypto",
  "stream",
  "pg",
  "@electric-sql/*",
  "drizzle-orm",
  "drizzle-orm/*",
  "nodemailer",
  "hono",
  "hono/*",
  "better-auth",
  "better-auth/*",
  "ai",
  "@ai-sdk/*",
];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "test-results/**", "playwright-report/**", "data/**/*.json", ".bible-harness/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["public/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: serverSideRegex,
              // The typed API client needs the server's route types; types vanish at build time.
              allowTypeImports: true,
              message: "web must not import server-side code (server, guide, scripture, music); use core and the API.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/core/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ioModules, message: "core is pure: no I/O modules." },
            {
              regex: "^(?!@core/)(?:.*/)?(?<!core/)(?<!^\\./)(server|guide|scripture|music|web)(?:/.*)?$",
              message: "core depends on nothing but itself and pure libraries.",
            },
          ],
        },
      ],
    },
  },
);
