import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with parts that are elements (a bold figure, a link): the page's t, called without
 * values, gives the sentence with its `{name}` places kept, and each place is filled with its element here, so
 * the words around it follow the language's order (the review form's "{login} to write a review.").
 */
export function fill(sentence: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  // Empty pieces (a place at either end) are left out: the text nodes are those the English JSX had.
  return sentence
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((piece, i) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      const part =
        name !== undefined && Object.prototype.hasOwnProperty.call(parts, name) ? parts[name] : piece;
      return <Fragment key={i}>{part}</Fragment>;
    });
}
