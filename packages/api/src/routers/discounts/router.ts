import { ZDiscountLookupInput, ZDiscountLookupOutput } from "@vyc/validators";
import { publicProcedure, router } from "../../trpc";
import { lookup } from "./lookup";

export const discountsRouter = router({
  lookup: publicProcedure
    .meta({ openapi: { method: "GET", path: "/discount/{code}", protect: false, tags: ["discounts"] } })
    .input(ZDiscountLookupInput)
    .output(ZDiscountLookupOutput)
    .query(lookup),
});
