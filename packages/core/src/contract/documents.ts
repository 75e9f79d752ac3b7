// The document upload (POST /api/documents). Types only: the API's zod schema is checked
// against them.

/** A stored document as the API answers an upload; the journey answer keeps only `id`. */
export interface UploadedDocument {
  id: string;
  mime: string;
  size: number;
  documentType: number;
}

export interface DocumentUploadResponse {
  data: { results: UploadedDocument };
}
