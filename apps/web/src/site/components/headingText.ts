/**
 * A sentence shown as a heading: headings carry no final period, while the same text from
 * the API or a shared message may end in one (an ellipsis "..." stays: it says "in progress").
 */
export function headingText(text: string): string {
  return /[^.]\.$/.test(text) ? text.slice(0, -1) : text;
}
