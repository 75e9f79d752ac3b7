/**
 * A race of issue 20 (items 1, 8, 10): what `clients` concurrent clients did to one built server
 * at `baseUrl`, as named counts (printed as rows of the races table).
 */
export type Race = (baseUrl: string, clients: number) => Promise<Record<string, number>>;
