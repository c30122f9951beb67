/** @jsxRuntime automatic */
import { render } from "@react-email/render";
import type { ReactElement } from "react";

/** An e-mail component as the HTML part of its message. */
export const renderMail = (mail: ReactElement): Promise<string> => render(mail);
