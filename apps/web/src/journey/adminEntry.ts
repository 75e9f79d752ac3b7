/** The admin-entry part of a journey URL's query (spec AUTH-49/50). */
export interface AdminEntry {
  /** base64 JSON prefill; sent to the server as it is, never decoded or stored here. */
  encodedData: string | null;
  /** `formSource=admin`: an admin jumps to the next step still to answer. */
  fromAdmin: boolean;
}

export function adminEntry(query: URLSearchParams): AdminEntry {
  const encodedData = query.get('encodedData');
  return {
    encodedData: encodedData ? encodedData : null,
    fromAdmin: query.get('formSource')?.toLowerCase() === 'admin',
  };
}
