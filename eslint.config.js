import js from "@eslint/js";
import globals from "globals";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** The Prisma model delegates (prisma/schema.prisma): only the stores of packages/db query tables. */
const MODELS = "user|session|emailVerification|passwordReset|event|eventSeats|order|ticket|discount|checkIn|auditLog|contactMessage|rateLimit";
const OUTSIDE_STORES = "Tables are queried only by the stores of packages/db: call a store function from @vyc/db.";

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "**/out/**", "**/release/**", "**/generated/**", "**/.turbo/**", "test-results/**", "playwright-report/**", "var/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["packages/domain/src/**/*.ts", "packages/api/src/**/*.ts", "apps/server/src/**/*.ts"],
    ignores: ["**/*.test.ts", "apps/server/src/testing/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        // db.order.findMany, tx.ticket.updateMany, ...
        { selector: `MemberExpression[object.name=/^(db|tx|prisma|database)$/][property.name=/^(${MODELS})$/]`, message: OUTSIDE_STORES },
        // ctx.db.user, deps.db.session, this.db.event, ...
        { selector: `MemberExpression[object.property.name="db"][property.name=/^(${MODELS})$/]`, message: OUTSIDE_STORES },
        // const { user } = db
        { selector: `VariableDeclarator[init.name=/^(db|tx|prisma|database)$/] > ObjectPattern > Property[key.name=/^(${MODELS})$/]`, message: OUTSIDE_STORES },
        { selector: "MemberExpression[property.name=/^[$](queryRaw|executeRaw)(Unsafe)?$/]", message: OUTSIDE_STORES },
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
