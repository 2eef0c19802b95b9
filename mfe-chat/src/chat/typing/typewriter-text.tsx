import { useEffect } from 'react';
import { Button } from 'antd';
import { useTypewriter } from './use-typewriter';

interface TypewriterTextProps {
  text: string;
  /** Once the whole text shows (revealed or skipped). */
  onDone: () => void;
  /** Each time more text shows (the list keeps the latest line in view). */
  onProgress?: () => void;
}

/**
 * A reply as it is typed, with 'Show full answer' to skip the wait. The partial text is
 * hidden from screen readers, which read the whole reply once it is shown.
 */
export function TypewriterText({ text, onDone, onProgress }: TypewriterTextProps) {
  const { shown, done, skip } = useTypewriter(text);

  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  useEffect(() => {
    onProgress?.();
  }, [shown, onProgress]);

  return (
    <>
      <span aria-hidden data-testid="typing-reply" style={{ whiteSpace: 'pre-wrap' }}>
        {shown}
      </span>
      {!done && (
        <div>
          <Button type="link" size="small" onClick={skip} style={{ paddingInline: 0 }}>
            Show full answer
          </Button>
        </div>
      )}
    </>
  );
}
