import { AppRoot, KioskStartFailure } from "@vyc/app";
import "@vyc/app/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { resolveConnection } from "./connection";
import { initialHash } from "./initial-route";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");
const root = createRoot(container);
window.history.replaceState(null, "", `${window.location.pathname}${window.location.search}${initialHash(window.location.hash)}`);

resolveConnection(window.kiosk, window.location.search)
  .then(({ baseUrl, getAuthToken }) => {
    root.render(
      <StrictMode>
        <AppRoot history="hash" shell="kiosk" baseUrl={baseUrl} getAuthToken={getAuthToken} desk={window.kiosk} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error("Could not read the kiosk settings", error);
    root.render(<KioskStartFailure />);
  });
