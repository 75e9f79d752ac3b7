import { useEffect, useRef } from 'react';
import { TaraAvatar } from './TaraAvatar';

interface TaraQuestionProps {
  title: string;
  info: string[] | undefined;
}

/** Tara's question bubble (the step's heading) and her info bubbles. Focused on each step. */
export function TaraQuestion({ title, info }: TaraQuestionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Runs after the route's scroll-to-top (an earlier sibling's effect): the question is
    // brought into view and announced.
    heading.current?.focus();
  }, []);
  return (
    <div className="tara">
      <TaraAvatar />
      <div className="tara__bubbles">
        <h1 ref={heading} tabIndex={-1} className="bubble bubble--tara tara__question">
          {title}
        </h1>
        {info?.map((text) => (
          <p key={text} className="bubble bubble--tara bubble--info">
            {text}
          </p>
        ))}
      </div>
    </div>
  );
}
