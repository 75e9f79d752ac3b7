/** A form value as an error report may carry it: its shape, never the value. */
export type ValueShape = string | boolean | number | null;

/**
 * The form values of a failed call as an error report carries them (spec 01 §7: "a message with
 * form values is sent to an error-reporting service"; CR-39, SHELL-37): each text becomes its
 * shape (letters a or A, digits 9, the rest kept), so a report says whether a PAN or a mobile
 * was well formed ('AAAAA9999A', '9999999999') without holding anyone's PAN, mobile or name.
 * Booleans, numbers and empty values pass; objects and lists are named by their kind only.
 */
export function valueShapes(values: Record<string, unknown>): Record<string, ValueShape> {
  const shapes: Record<string, ValueShape> = {};
  for (const [key, value] of Object.entries(values)) shapes[key] = shapeOf(value);
  return shapes;
}

function shapeOf(value: unknown): ValueShape {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  // A number may be an amount or a count; a long one may be a mobile typed as a number.
  if (typeof value === 'number') return Math.abs(value) < 1e6 ? value : shapeOf(String(value));
  if (typeof value === 'string') {
    return value.replace(/[A-Z]/g, 'A').replace(/[a-z]/g, 'a').replace(/[0-9]/g, '9');
  }
  return Array.isArray(value) ? '[list]' : '[object]';
}
