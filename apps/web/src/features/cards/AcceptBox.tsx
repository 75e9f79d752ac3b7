/** The applicant's acceptance before sending, a checkbox with its words; `errorId` while wrong. */
export function AcceptBox({
  text,
  checked,
  onChange,
  errorId,
}: {
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The message that says it is needed, when that shows. */
  errorId?: string | undefined;
}) {
  return (
    <div className="field">
      <label className="check">
        <input
          type="checkbox"
          name="accepted"
          checked={checked}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{text}</span>
      </label>
    </div>
  );
}
