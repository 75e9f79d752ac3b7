/**
 * At most `limit` things under way at once per IP (uploads, decision 065), counted in this
 * process: what it protects, sockets and the memory of bodies being read, is this process's
 * own, so a second process has its own count. `take` answers the release function, or null
 * when the IP has no slot left.
 */
export function slotsPerIp(limit: number): { take: (ip: string) => (() => void) | null } {
  const taken = new Map<string, number>();
  return {
    take(ip) {
      const now = taken.get(ip) ?? 0;
      if (now >= limit) return null;
      taken.set(ip, now + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (taken.get(ip) ?? 1) - 1;
        if (left > 0) taken.set(ip, left);
        else taken.delete(ip);
      };
    },
  };
}
