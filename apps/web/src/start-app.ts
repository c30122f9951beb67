/**
 * Starts the web app (the build's entry module, named by this script's `data-app`, with its
 * libraries from `data-preload`) once the browser has painted the page the server sent: until then
 * the page's stylesheets and pictures have the connection to themselves, and the visitor reads the
 * page while its scripts arrive. A page the server left empty (the back office, sign-in) has nothing
 * to paint first, so its app starts at once, as does one opened in a tab in the background or in a
 * browser that does not report its paints.
 * Built by apps/web/scripts/start-after-paint.ts.
 */
const tag = document.querySelector<HTMLScriptElement>("script[data-app]");

function start(): void {
  if (!tag?.dataset.app) return;
  for (const href of (tag.dataset.preload ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  const app = document.createElement("script");
  app.type = "module";
  app.src = tag.dataset.app;
  document.head.append(app);
}

function startAfterFirstPaint(): void {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: "paint", buffered: true });
}

const served = document.getElementById("root")?.hasChildNodes() ?? false;
const paintReported = PerformanceObserver.supportedEntryTypes.includes("paint");
if (served && paintReported && document.visibilityState === "visible") startAfterFirstPaint();
else start();
