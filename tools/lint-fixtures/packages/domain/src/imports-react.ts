// expect: @typescript-eslint/no-restricted-imports
// The domain tied to the UI library.
import { useState } from "react";

export const probe = useState;
