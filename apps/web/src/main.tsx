import { AppRoot } from "@vyc/app";
import "@vyc/app/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

createRoot(container).render(
  <StrictMode>
    <AppRoot history="browser" shell="web" baseUrl="" />
  </StrictMode>,
);
