import { AppRoot, AppView, openServedPage } from "@vyc/app";
import "@vyc/app/styles.css";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

// A public page arrives rendered by the server: the app takes over its HTML. Any other page starts here.
void openServedPage({ shell: "web", baseUrl: "" }).then((served) => {
  if (served) {
    // As a transition, taking the page over yields to the browser between components instead of holding it in one long task.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppView app={served} baseUrl="" />
        </StrictMode>,
      );
    });
  } else {
    createRoot(container).render(
      <StrictMode>
        <AppRoot history="browser" shell="web" baseUrl="" />
      </StrictMode>,
    );
  }
});
