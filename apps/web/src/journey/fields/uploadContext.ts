import { createContext } from 'react';
import type { UploadedDocument } from '../../api/documentsApi';

/** Uploads a picked file for a field of the step being shown (the step knows the lead). */
export type Uploader = (file: File, field: string) => Promise<UploadedDocument>;

export const UploadContext = createContext<Uploader | null>(null);
