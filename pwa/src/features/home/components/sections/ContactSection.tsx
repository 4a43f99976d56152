import { useState, type FormEvent } from 'react';
import { FormError } from '../../../../components/ui/FormError';
import { TextField } from '../../../../components/ui/TextField';
import { errorMessage } from '../../../../lib/http/errorMessage';
import { useFormFields } from '../../../../lib/useFormFields';
import { validateContactForm } from '../../../../lib/validation';
import { sendContactMessage } from '../../api/contactApi';
import { SectionHeading } from './SectionHeading';

/** SPEC §8. */
export const CONTACT_FAILED = 'Gửi tin nhắn thất bại.';
const EMPTY = { name: '', email: '', phone: '', message: '' };

/** The contact form; the section's id lets other pages link to /#contact. */
export function ContactSection() {
  const { fields, setFields, update, error, setError } = useFormFields(EMPTY);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateContactForm(fields);
    if (invalid) return setError(invalid);
    setSending(true);
    setThanks(null);
    try {
      const phone = fields.phone.trim();
      setThanks(await sendContactMessage({ name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim(), ...(phone ? { phone } : {}) }));
      setFields(EMPTY);
    } catch (failure) {
      setError(errorMessage(failure, CONTACT_FAILED));
    } finally {
      setSending(false);
    }
  };

  return (
    <section id="contact" className="bg-slate-50 px-4 py-16 dark:bg-slate-900/50" aria-labelledby="contact-title">
      <SectionHeading
        id="contact-title"
        title="Liên hệ với Học viện"
        subtitle="Cần tư vấn lộ trình hay hỗ trợ thanh toán? Để lại lời nhắn, chúng tôi phản hồi trong 24 giờ làm việc."
      />
      <form className="card mx-auto grid max-w-2xl gap-4" onSubmit={submit} noValidate data-testid="contact-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Họ và tên" value={fields.name} onChange={update('name')} autoComplete="name" required />
          <TextField label="Email" type="email" value={fields.email} onChange={update('email')} autoComplete="email" required />
        </div>
        <TextField label="Số điện thoại (không bắt buộc)" type="tel" value={fields.phone} onChange={update('phone')} autoComplete="tel" />
        <div>
          <label htmlFor="contact-message" className="field-label">
            Nội dung
          </label>
          <textarea id="contact-message" className="field-input min-h-32" value={fields.message} onChange={update('message')} required />
        </div>
        <FormError message={error} testId="contact-error" />
        {thanks ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300" data-testid="contact-success">
            {thanks}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary justify-self-start px-6" disabled={sending}>
          {sending ? 'Đang gửi...' : 'Gửi tin nhắn'}
        </button>
      </form>
    </section>
  );
}
