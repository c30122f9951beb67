import { ZDiscountLookupInput, ZDiscountLookupOutput } from "@vyc/validators";
import { publicProcedure, router } from "../../trpc";
import { lookup } from "./lookup";

export const discountsRouter = router({
  lookup: publicProcedure
    .input(ZDiscountLookupInput)
    .output(ZDiscountLookupOutput)
    .query(lookup),
});
