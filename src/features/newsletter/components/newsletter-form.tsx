import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Honeypot } from '@/components/ui/honeypot';
import { Input } from '@/components/ui/input';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { newsletterMessages } from '@/i18n/newsletter';
import { useMessages } from '@/lib/i18n/messages';
import { FIELD_LIMITS } from '@/lib/validation';
import {
  isDuplicateSubscription,
  NewsletterSchema,
  subscribeToNewsletter,
  type NewsletterInput,
  type NewsletterValues,
} from '../api/newsletter';

/**
 * The newsletter signup form (spec §2, §4, §5, §8). An empty address toasts 'Email required'
 * (3000 ms); while submitting the button reads 'Subscribing...'; results toast for 5000 ms
 * (success asks to confirm from the e-mail just sent, docs/decisions/0040; 'Already subscribed!' for code 23505, a destructive 'Subscription failed' for other errors).
 * The field is cleared only on success. All text is in the page's language
 * (`@/i18n/newsletter`). Default export: loaded lazily by {@link NewsletterSection}.
 */
export default function NewsletterForm() {
  const m = useMessages(newsletterMessages).form;
  const form = useForm<NewsletterInput, unknown, NewsletterValues>({
    resolver: zodResolver(NewsletterSchema),
    defaultValues: { email: '' },
  });
  const { honeypotRef, submit, onInvalid, isPending } = useFormSubmit({
    send: subscribeToNewsletter,
    successToast: { title: m.subscribedTitle, description: m.subscribedText, duration: 5000 },
    invalidToast: () =>
      form.getValues('email').trim()
        ? null
        : { title: m.emailRequiredTitle, description: m.emailRequiredText, duration: 3000 },
    onSuccess: () => form.reset({ email: '' }),
    failureToast: (cause) =>
      isDuplicateSubscription(cause)
        ? { title: m.alreadyTitle, description: m.alreadyText, duration: 5000 }
        : {
            title: m.failedTitle,
            description: m.failedText,
            variant: 'destructive',
            duration: 5000,
          },
  });

  const onSubmit = form.handleSubmit((values) => submit(values), onInvalid);

  return (
    <>
      <form method="post" noValidate onSubmit={onSubmit} className="text-left" aria-label={m.label}>
        <Honeypot ref={honeypotRef} />
        <Controller
          name="email"
          control={form.control}
          render={({ field, fieldState }) => (
            <Field className="gap-2">
              <FieldLabel htmlFor="newsletter-email" className="text-base! text-white!">
                {m.email}
              </FieldLabel>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Input
                  {...field}
                  {...fieldControlProps('newsletter-email', fieldState)}
                  type="email"
                  required
                  autoComplete="email"
                  placeholder={m.placeholder}
                  maxLength={FIELD_LIMITS.email}
                  className="flex-1"
                />
                <Button type="submit" variant="gold" size="lg" disabled={isPending} className="h-11!">
                  {isPending ? m.subscribing : m.subscribe}
                </Button>
              </div>
              <FieldError
                id="newsletter-email"
                error={fieldState.error}
                className="rounded bg-white px-2 py-1"
              />
            </Field>
          )}
        />
      </form>
      <p className="mt-6">
        <Link
          to="/newsletter"
          className="font-semibold text-white underline underline-offset-4 hover:text-slate-200"
        >
          {m.pastIssues}
        </Link>
      </p>
    </>
  );
}
