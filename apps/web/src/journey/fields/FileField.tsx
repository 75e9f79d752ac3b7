import { uploadProblem } from '@tara/core/validation';
import { useContext, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { FieldShell } from './FieldShell';
import type { FieldProps } from './fieldProps';
import { controlProps, textValue } from './fieldProps';
import { UploadContext } from './uploadContext';

const NO_UPLOADS = 'Uploads are not available here. Please try again later.';

/**
 * A document upload: checked here for type and size with the server's own rule, sent as soon
 * as it is picked, and answered with the stored document's id (the only thing the answer keeps).
 */
export function FileField(props: FieldProps) {
  const { field } = props;
  const upload = useContext(UploadContext);
  const [picked, setPicked] = useState<{ name: string; uploading: boolean } | null>(null);
  const saved = textValue(props.values, field.name) !== '';
  const control = controlProps(props);

  const choose = async (file: File | undefined) => {
    props.onBlur();
    if (!file) return;
    const problem = field.file
      ? uploadProblem({ size: file.size, mime: file.type || null }, field.file)
      : null;
    if (problem || !upload) {
      setPicked(null);
      props.onChange(field.name, '');
      props.onStatus({ error: problem ?? NO_UPLOADS });
      return;
    }
    setPicked({ name: file.name, uploading: true });
    props.onStatus({ pending: true });
    try {
      const document = await upload(file, field.name);
      props.onChange(field.name, document.id);
      setPicked({ name: file.name, uploading: false });
      props.onStatus({});
    } catch (error) {
      setPicked(null);
      props.onChange(field.name, '');
      props.onStatus({ error: uploadError(error) });
    }
  };

  return (
    <FieldShell
      {...props}
      below={
        <p className="field__hint" aria-live="polite">
          {picked?.uploading
            ? `Uploading ${picked.name}…`
            : saved
              ? `Uploaded${picked ? `: ${picked.name}` : ''}`
              : ''}
        </p>
      }
    >
      <input
        {...control}
        className="input input--file"
        type="file"
        accept={field.file?.accept.join(',')}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
    </FieldShell>
  );
}

function uploadError(error: unknown): string {
  if (error instanceof ApiError) return error.fields.file ?? error.errors[0] ?? NO_UPLOADS;
  return NO_UPLOADS;
}
