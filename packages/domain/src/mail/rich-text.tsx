/** @jsxRuntime automatic */
import { Fragment, type ReactNode } from "react";
import type { MailText } from "./mail-text";

type Values = Record<string, string>;

/**
 * A catalog text with some placeholders given as elements (a link, a bold code): the text is read
 * with markers in their place and split around them, so the words stay the catalog's.
 */
export function richText(m: MailText, key: string, values: Values, elements: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(elements);
  const marked = m.text(key, { ...values, ...Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE000`])) });
  return marked.split(/\uE000(\d+)\uE000/).map((part, i) => <Fragment key={i}>{i % 2 === 1 ? elements[names[Number(part)] ?? ""] : part}</Fragment>);
}
