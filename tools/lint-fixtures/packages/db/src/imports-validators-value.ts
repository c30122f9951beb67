// expect: @typescript-eslint/no-restricted-imports
// The stores loading the validators' code instead of only their types.
import { ORDER_STATUSES } from "@vyc/validators";

export const probe = ORDER_STATUSES;
