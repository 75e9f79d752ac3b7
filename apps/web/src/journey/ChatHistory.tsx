import type { Answers, JourneyContext, JourneyDef } from '@tara/core/engine';
import { findStep } from '@tara/core/engine';
import { answerText } from './form/answerText';
import { TaraAvatar } from './TaraAvatar';

interface ChatHistoryProps {
  def: JourneyDef;
  answers: Answers;
  /** Answered steps in the order visited. */
  steps: string[];
  context: JourneyContext;
  onEdit: (stepId: string) => void;
}

/** The conversation so far: Tara's past questions and the user's answers (tap to edit). */
export function ChatHistory({ def, answers, steps, context, onEdit }: ChatHistoryProps) {
  if (steps.length === 0) return null;
  return (
    <ol className="chat-history" aria-label="Your answers so far">
      {steps.map((stepId) => {
        const step = findStep(def, stepId);
        if (!step) return null;
        // Named by what it shows (WCAG 2.5.3, label in name), after a hidden "Edit: <question>".
        return (
          <li key={stepId} className="chat-history__item">
            <div className="tara">
              <TaraAvatar />
              <p className="bubble bubble--tara bubble--past">{step.title}</p>
            </div>
            <button type="button" className="bubble bubble--user" onClick={() => onEdit(stepId)}>
              <span className="visually-hidden">Edit: {step.title}, your answer: </span>
              {/* Nothing to echo: a step with no question was done, an optional one skipped. */}
              <span>
                {answerText(step, answers, context) || (step.fields.length ? 'Skipped' : 'Done')}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
