import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { CountedTextarea } from '../../../components/ui/CountedTextarea';
import { FormError } from '../../../components/ui/FormError';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useAnswerQuestion } from '../api/instructorQuestionsApi';

/** The API's limit on an answer, once trimmed. */
export const ANSWER_MAX_LENGTH = 5000;

/** The form's one problem with an answer, or null when it can be sent. */
export function validateAnswer(body: string): string | null {
  const text = body.trim();
  if (!text) return 'Vui lòng nhập nội dung câu trả lời.';
  if (text.length > ANSWER_MAX_LENGTH) return 'Câu trả lời tối đa 5.000 ký tự.';
  return null;
}

type Props = {
  questionId: string;
  /** Whose question it answers, for the field's accessible name. */
  askerName: string;
  /** 'Trả lời với tư cách học viện' for an admin. */
  label?: string;
  /** Another feature's caches to refresh after answering (the admin queue). */
  onAnswered?: () => Promise<unknown>;
};

const newClientId = () => globalThis.crypto.randomUUID();

/** Answers a question in place: 1 to 5,000 characters of plain text, counted as typed. */
export function AnswerForm({ questionId, askerName, label = 'Câu trả lời của bạn', onAnswered }: Props) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One id per answer being written: a retry after a lost reply does not post it twice.
  const [clientId, setClientId] = useState(newClientId);
  const answer = useAnswerQuestion(onAnswered);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateAnswer(body);
    setError(invalid);
    if (invalid) return;
    answer.mutate(
      { questionId, body: body.trim(), clientId },
      {
        onSuccess: () => {
          toast.success('Đã gửi câu trả lời.');
          setBody('');
          setClientId(newClientId());
        },
        onError: (failure) => setError(errorMessage(failure, 'Không thể gửi câu trả lời.')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2" data-testid={`answer-form-${questionId}`}>
      <CountedTextarea
        label={
          <>
            {label}
            <span className="sr-only"> cho câu hỏi của {askerName}</span>
          </>
        }
        value={body}
        max={ANSWER_MAX_LENGTH}
        invalid={Boolean(error)}
        onChange={(value) => {
          setBody(value);
          setError(null);
        }}
      />
      <FormError message={error} testId={`answer-error-${questionId}`} />
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary btn-sm" disabled={answer.isPending}>
          {answer.isPending ? 'Đang gửi...' : 'Gửi câu trả lời'}
        </button>
      </div>
    </form>
  );
}
