import { AppRoot, AppView, openServedPage } from "@vyc/app";
import "@vyc/app/styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

// A public page arrives rendered by the server: the app takes over its HTML. Any other page starts here.
void openServedPage({ shell: "web", baseUrl: "" }).then((served) => {
  if (served) {
    hydrateRoot(
      container,
      <StrictMode>
        <AppView app={served} baseUrl="" />
      </StrictMode>,
    );
  } else {
    createRoot(container).render(
      <StrictMode>
        <AppRoot history="browser" shell="web" baseUrl="" />
      </StrictMode>,
    );
  }
});
