import { useCallback, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined } from '@ant-design/icons';
import { WizardProgress } from './wizard-progress';

/** A wizard's position: never below 0, never past the last step. */
export function useWizardStep(total: number) {
  const [step, setStep] = useState(0);
  const next = useCallback(() => setStep((s) => Math.min(s + 1, total - 1)), [total]);
  const back = useCallback(() => setStep((s) => Math.max(s - 1, 0)), []);
  return { step, next, back, setStep, isFirst: step === 0, isLast: step === total - 1 };
}

interface WizardFrameProps {
  title: string;
  step: number;
  total: number;
  /** The first step has only its start button, the last only its submit button. */
  startLabel?: string;
  submitLabel?: string;
  onBack: () => void;
  onNext: () => void;
  /** A validation message for the current step. */
  error?: string | null;
  busy?: boolean;
  onClose?: () => void;
  children: ReactNode;
}

/**
 * One question per step: 'You are N% complete' between the first and the last step,
 * back and next arrows, Enter advances (in a text area Enter adds a line, as people expect).
 */
export function WizardFrame({
  title,
  step,
  total,
  startLabel = 'Start',
  submitLabel = 'Submit',
  onBack,
  onNext,
  error,
  busy = false,
  onClose,
  children,
}: WizardFrameProps) {
  const isFirst = step === 0;
  const isLast = step === total - 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    // Buttons and open dropdowns handle their own Enter; a text area takes it as a new line.
    if (
      target.tagName === 'BUTTON' ||
      target.tagName === 'TEXTAREA' ||
      target.getAttribute('aria-expanded') === 'true'
    ) {
      return;
    }
    event.preventDefault();
    if (!busy) onNext();
  };

  return (
    <Card
      title={title}
      extra={
        onClose && (
          <Button type="text" icon={<CloseOutlined />} aria-label="Close" onClick={onClose} />
        )
      }
      style={{ width: '100%', maxWidth: 640 }}
    >
      <div onKeyDown={onKeyDown} role="group" aria-label={`Step ${step + 1} of ${total}`}>
        <Flex vertical gap={20}>
          {!isFirst && !isLast && <WizardProgress step={step} total={total} />}
          {children}
          {error && <Alert type="error" title={error} showIcon role="alert" />}
          <Flex justify="space-between" align="center">
            {!isFirst && !isLast ? (
              <Button icon={<ArrowLeftOutlined />} aria-label="Back" onClick={onBack} />
            ) : (
              <span />
            )}
            {isFirst && (
              <Button type="primary" onClick={onNext}>
                {startLabel}
              </Button>
            )}
            {isLast && (
              <Button type="primary" onClick={onNext} loading={busy}>
                {submitLabel}
              </Button>
            )}
            {!isFirst && !isLast && (
              <Button
                type="primary"
                icon={<ArrowRightOutlined />}
                aria-label="Next"
                onClick={onNext}
                loading={busy}
              />
            )}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Press Enter to continue.
          </Typography.Text>
        </Flex>
      </div>
    </Card>
  );
}
