import js from "@eslint/js";
import globals from "globals";
import i18next from "eslint-plugin-i18next";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** The query builder's entry points: only the stores of packages/db query tables. */
const QUERIES = "selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery";
const OUTSIDE_STORES = "Tables are queried only by the stores of packages/db: call a store function from @vyc/db.";
const APP_IMPORTS = "packages/app runs in the browser: besides npm libraries it imports only @vyc/validators, @vyc/i18n and, as `import type`, the API's client types.";
const ICON_IMPORTS = "Each icon is imported from its own module (lucide-react/icons/<name>), so a page's code holds only the icons it shows.";
const DOMAIN_IMPORTS = "packages/domain is the business rules, whatever serves them: it never imports a web framework, React, an app or a database driver (the stores of @vyc/db query the tables).";
const DB_IMPORTS = "packages/db is the stores: of the other workspaces it imports only types from @vyc/validators (the closed sets its rows hold).";
/** Files of tests and test tooling: JSON parsed from responses is `any` there by nature. */
const TEST_FILES = ["**/*.test.{ts,tsx}", "**/test/**", "**/e2e/**", "packages/testkit/**"];

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "**/out/**", "**/release/**", "**/generated/**", "**/.turbo/**", "test-results/**", "playwright-report/**", "var/**", "tools/lint-fixtures/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })] },
    rules: {
      // A Fastify reply is thenable, but setting its headers or sending it needs no awaiting.
      "@typescript-eslint/no-floating-promises": ["error", { allowForKnownSafePromises: [{ from: "package", package: "fastify", name: "FastifyReply" }] }],
      "@typescript-eslint/no-misused-promises": "error",
      // Many async functions implement a Promise-returning interface (stores, providers, Fastify plugins) without awaiting.
      "@typescript-eslint/require-await": "off",
      // TanStack Router's redirect() and notFound() are thrown by design.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "package", package: "@tanstack/router-core", name: ["Redirect", "NotFoundError"] }] }],
      // Another workspace is imported by its package name (@vyc/...), never by a relative path into its files.
      "import-x/no-relative-packages": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: TEST_FILES,
    // Bodies parsed from JSON are `any`; the assertions on them are the checks.
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      // expect(mock.method) reads a method without calling it.
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    files: ["packages/app/**/*.{ts,tsx}", "tools/lint-fixtures/packages/app/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            ...["@vyc/api", "@vyc/api/client"].map((name) => ({ name, allowTypeImports: true, message: APP_IMPORTS })),
            { name: "lucide-react", allowTypeImports: true, message: ICON_IMPORTS },
          ],
          patterns: [{ regex: "^@vyc/(?!validators$|i18n$|api$|api/client$)", message: APP_IMPORTS }],
        },
      ],
    },
  },
  {
    files: ["packages/domain/**/*.ts", "tools/lint-fixtures/packages/domain/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(fastify|@fastify/.*|react|react-dom|react/.*|react-dom/.*|kysely|pg|better-sqlite3|@vyc/(server|web|kiosk)(/.*)?)$", message: DOMAIN_IMPORTS }] },
      ],
    },
  },
  {
    files: ["packages/db/**/*.ts", "tools/lint-fixtures/packages/db/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@vyc/validators", allowTypeImports: true, message: DB_IMPORTS }],
          patterns: [{ regex: "^@vyc/(?!validators$)", message: DB_IMPORTS }],
        },
      ],
    },
  },
  {
    files: ["packages/domain/src/**/*.ts", "packages/api/src/**/*.ts", "apps/server/src/**/*.ts", "tools/lint-fixtures/packages/domain/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        // db.query.selectFrom("Order"), tx.query.updateTable("Ticket"), ...
        { selector: `MemberExpression[object.property.name="query"][property.name=/^(${QUERIES})$/]`, message: OUTSIDE_STORES },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    files: ["packages/app/src/**/*.tsx", "apps/kiosk/src/renderer/**/*.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: ["placeholder", "aria-label", "aria-description", "title", "alt", "label"],
          },
          "should-validate-template": true,
          words: { exclude: ["[0-9!-/:-@[-`{-~\\s·–—•…×→←]+", "[A-Z_-]+"] },
        },
      ],
    },
  },
);
