import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "./root";

export type { AppRouter };

/** What each procedure takes, as the client sends it: `RouterInputs["admin"]["moneyReport"]`. */
export type RouterInputs = inferRouterInputs<AppRouter>;

/** What each procedure answers, as the client receives it: `RouterOutputs["admin"]["manifest"]`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
