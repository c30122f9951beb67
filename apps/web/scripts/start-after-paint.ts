import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { transformWithOxc, type Plugin } from "vite";

const LOADER_SOURCE = path.resolve(import.meta.dirname, "../src/start-app.ts");
/** The tags Vite writes into the built index.html to start the app and fetch its libraries early. */
const ENTRY_TAGS = /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * Build only: the built index.html starts the app through src/start-app.ts (its own small file,
 * content-hashed) instead of Vite's module script and preload links, so a page the server rendered
 * is painted before its scripts are fetched. The entry and the libraries it imports at once are
 * handed to the loader as data attributes.
 */
export function startAfterPaint(): Plugin {
  let fileName = "";
  return {
    name: "vyc:start-after-paint",
    apply: "build",
    async buildStart() {
      const { code } = await transformWithOxc(await readFile(LOADER_SOURCE, "utf8"), LOADER_SOURCE, { lang: "ts" });
      fileName = `assets/start-app-${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`;
      this.emitFile({ type: "asset", fileName, source: code });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { chunk }) {
        if (!chunk) return html;
        if (!html.includes(`<script type="module" crossorigin src="/${chunk.fileName}"></script>`)) {
          throw new Error(`start-after-paint: the built index.html does not start the app with /${chunk.fileName} as this plugin expects`);
        }
        const preload = chunk.imports.map((file) => `/${file}`).join(" ");
        const loader = `<script type="module" src="/${fileName}" data-app="/${chunk.fileName}" data-preload="${preload}"></script>`;
        return html.replace(ENTRY_TAGS, "").replace("</head>", `  ${loader}\n  </head>`);
      },
    },
  };
}
