import { useEffect } from 'react';
import { useNavigate } from './router';

/** Replaces the current entry with `to`. */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
