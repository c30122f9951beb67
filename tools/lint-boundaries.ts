/**
 * Proves the lint rules that guard the workspace's boundaries still catch what they are for: lints
 * the planted violations in tools/lint-fixtures (which `eslint .` skips) with the real config, and
 * fails unless each file is reported with exactly the rules its `// expect:` line names.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";

const root = path.resolve(import.meta.dirname, "..");
const fixtures = path.join(root, "tools/lint-fixtures");

const files = readdirSync(fixtures, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts"))
  .map((file) => path.join(fixtures, file));

const expected = (file: string): string[] => {
  const line = /^\/\/ expect: (.+)$/m.exec(readFileSync(file, "utf8"));
  return line?.[1]?.split(/\s+/).sort() ?? [];
};

const eslint = new ESLint({ cwd: root, ignore: false });
const failures: string[] = [];
for (const result of await eslint.lintFiles(files)) {
  const name = path.relative(root, result.filePath);
  const want = expected(result.filePath);
  const got = [...new Set(result.messages.map((message) => message.ruleId ?? `parse error: ${message.message}`))].sort();
  if (want.length === 0) failures.push(`${name}: no "// expect: <rule>" line`);
  else if (want.join(" ") !== got.join(" ")) failures.push(`${name}: expected ${want.join(", ")}; reported ${got.join(", ") || "nothing"}`);
}

if (files.length === 0) failures.push("no fixtures found in tools/lint-fixtures");
if (failures.length > 0) {
  console.error(`Boundary lint fixtures not caught as planted:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.info(`Boundary lint: all ${files.length} planted violations reported with their rules.`);
