import { useRef } from 'react';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { controlProps } from './fieldProps';
import { linked } from './linked';

/**
 * A checkbox with its text; also the disclaimer, whose long text (`more`) opens in a dialog
 * from its "More" button.
 */
export function CheckboxField(props: FieldProps) {
  const { field, ids } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const control = controlProps(props);
  return (
    <FieldShell {...props} group>
      <label className="check">
        <input
          {...control}
          className={undefined}
          type="checkbox"
          checked={props.values[field.name] === true}
          onChange={(e) => {
            props.onChange(field.name, e.target.checked);
            props.onBlur();
          }}
        />
        <span>{linked(field.label, field.links)}</span>
      </label>
      {field.more && (
        <>
          <button type="button" className="link-button" onClick={() => dialog.current?.showModal()}>
            More
          </button>
          <dialog ref={dialog} className="dialog" aria-labelledby={ids.label}>
            <h2 id={ids.label} className="dialog__title">
              Terms and conditions
            </h2>
            <div className="dialog__body">{field.more}</div>
            <button type="button" className="button" onClick={() => dialog.current?.close()}>
              Close
            </button>
          </dialog>
        </>
      )}
    </FieldShell>
  );
}
