import type { ReactNode } from "react";
import { NotAllowed } from "./not-allowed";
import { useBackOfficeRole } from "./use-back-office-role";

/** Shows its content to admins only; the server refuses the calls of anyone else anyway. */
export function AdminOnly({ children }: { children: ReactNode }) {
  return useBackOfficeRole() === "admin" ? children : <NotAllowed adminOnly />;
}
