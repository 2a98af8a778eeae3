import { parseDate } from '@internationalized/date';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Clock,
  Flame,
  Mail,
  PartyPopper,
  Phone,
  Salad,
  Sparkles,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FeatureCard } from '@ds/patterns/FeatureCard/FeatureCard';
import { telHref } from '@ds/patterns/LocationCard/LocationCard';
import { PackageCard } from '@ds/patterns/PackageCard/PackageCard';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Button } from '@ds/primitives/Button/Button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@ds/primitives/Card/Card';
import { Form, FormRow } from '@ds/primitives/Form/Form';
import { Grid, GridItem } from '@ds/primitives/Grid/Grid';
import { Hero } from '@ds/primitives/Hero/Hero';
import { Link } from '@ds/primitives/Link/Link';
import { List, ListItem } from '@ds/primitives/List/List';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { formatMoney } from '@ds/lib/money';
import { heroImages } from '@domain/heroes';
import type { CateringContact, CateringPackage, ServiceHighlight } from '@domain/types';
import {
  BoundDatePicker,
  BoundNumberField,
  BoundSelect,
  BoundTextArea,
  BoundTextField,
} from '../../forms/bound-fields';
import { placeServerFieldErrors, sendFailureMessage } from '../../forms/server-field-errors';
import { useFormDraft } from '../../forms/use-form-draft';
import { useFocusOnMount } from '../../forms/use-focus-on-mount';
import {
  cateringNoticeDays,
  cateringQuoteSchema,
  emptyCateringQuote,
  estimateCents,
  formatEventDate,
  type CateringQuote,
  type CateringQuoteInput,
} from './catering-schema';

export interface CateringScreenProps {
  packages: CateringPackage[];
  highlights: ServiceHighlight[];
  contact: CateringContact;
  /** The visitor's date, 'YYYY-MM-DD': the event date rules count from it. */
  today: string;
  /**
   * Sends the quote request; rejects when it could not be sent. An ApiError's field messages
   * (the API's names: name, email, body, details.eventDate, details.guests, details.packageId)
   * show under their fields.
   */
  onSubmit: (quote: CateringQuote) => Promise<void>;
}

const highlightIcons: Record<string, LucideIcon> = {
  'smoked-on-site': Flame,
  'full-service': Utensils,
  'custom-menus': Salad,
  'any-size': PartyPopper,
};

/** The API keeps the event details as the message's body and the rest under `details`. */
const quoteFieldRenames = { details: '', body: 'details' };

interface Confirmation {
  name: string;
  packageName: string;
  guests: number;
  pricePerPersonCents: number;
  estimateCents: number;
  eventDate: string;
}

/** /catering: the catering packages and the quote request; the form's draft survives a reload. */
export function CateringScreen({
  packages,
  highlights,
  contact,
  today,
  onSubmit,
}: CateringScreenProps) {
  const schema = useMemo(() => cateringQuoteSchema(packages, today), [packages, today]);
  const form = useForm<CateringQuoteInput, unknown, CateringQuote>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: emptyCateringQuote,
  });
  const { control, handleSubmit, formState, setValue, trigger, getFieldState, reset } = form;
  const draft = useFormDraft(form, 'catering');
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const focusConfirmation = useFocusOnMount<HTMLDivElement>();

  const packageId = useWatch({ control, name: 'packageId' });
  const guests = useWatch({ control, name: 'guests' });
  const chosen = packages.find((pkg) => pkg.id === packageId);

  // The guests' minimum depends on the package, the notice on the guests: once a person has
  // been through those fields, re-check them when the other one changes. The server's
  // message on a field stays until that field itself changes.
  useEffect(() => {
    const touched = (['guests', 'eventDate'] as const).filter((name) => {
      const field = getFieldState(name);
      return (field.isTouched || formState.isSubmitted) && field.error?.type !== 'server';
    });
    if (touched.length > 0) void trigger(touched);
  }, [packageId, guests, getFieldState, trigger, formState.isSubmitted]);

  const choosePackage = (id: string) =>
    setValue('packageId', id, {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });

  const submit = handleSubmit(async (quote) => {
    setError(null);
    const pkg = packages.find((candidate) => candidate.id === quote.packageId)!;
    try {
      await onSubmit(quote);
    } catch (failure) {
      if (placeServerFieldErrors(form.setError, quote, failure, quoteFieldRenames)) return;
      setError(
        sendFailureMessage(
          failure,
          'Your request could not be sent. Please try again, or call us.',
        ),
      );
      return;
    }
    draft.clear();
    reset(emptyCateringQuote);
    setConfirmation({
      name: quote.name,
      packageName: pkg.name,
      guests: quote.guests,
      pricePerPersonCents: pkg.pricePerPersonCents,
      estimateCents: estimateCents(pkg, quote.guests),
      eventDate: quote.eventDate,
    });
  });

  return (
    <>
      <Hero
        title="Catering"
        eyebrow="Feed the whole crew"
        description="Real wood-smoked barbecue for backyard parties, office lunches and weddings, delivered, set up and served by our team."
        imageSrc={heroImages.catering}
      />

      <Section title="Why Book With Us" spacing="md">
        <Grid columns="quarters" gap="lg">
          {highlights.map((highlight) => (
            <FeatureCard
              key={highlight.id}
              icon={highlightIcons[highlight.id] ?? Sparkles}
              title={highlight.title}
              description={highlight.description}
            />
          ))}
        </Grid>
      </Section>

      <Section
        tone="muted"
        spacing="md"
        title="Catering Packages"
        description="Priced per person. Choose a package to start your quote; every menu can be adjusted for dietary needs."
      >
        <Grid as="ul" columns="thirds" gap="lg">
          {packages.map((pkg) => (
            <GridItem as="li" key={pkg.id}>
              <PackageCard
                name={pkg.name}
                pricePerPersonCents={pkg.pricePerPersonCents}
                minGuests={pkg.minGuests}
                description={pkg.description}
                items={pkg.items}
                isPopular={pkg.popular}
                isSelected={pkg.id === packageId}
                onSelect={() => choosePackage(pkg.id)}
              />
            </GridItem>
          ))}
        </Grid>
      </Section>

      <Section
        id="request-quote"
        title="Request a Quote"
        spacing="md"
        description="Tell us about your event and we will reply within 24 hours with a menu and a price."
      >
        <Grid columns="main-aside" gap="xl" align="start">
          <Stack gap="lg">
            {confirmation ? (
              // The form stays in place under the confirmation, ready for another request.
              <div ref={focusConfirmation} tabIndex={-1}>
                <Alert
                  tone="success"
                  title={`Thanks, ${confirmation.name}! Your quote request is on its way.`}
                  onDismiss={() => setConfirmation(null)}
                >
                  {confirmation.packageName} for {confirmation.guests} guests on{' '}
                  {formatEventDate(parseDate(confirmation.eventDate))}: an estimated{' '}
                  <strong>{formatMoney(confirmation.estimateCents)}</strong> ({confirmation.guests}{' '}
                  × {formatMoney(confirmation.pricePerPersonCents)} per person). Our catering team
                  will confirm the menu and the final price within 24 hours.
                </Alert>
              </div>
            ) : null}
            <Form
              aria-label="Request a Quote"
              onSubmit={(event) => void submit(event)}
              error={error}
              onDismissError={() => setError(null)}
              actions={
                <Button
                  type="submit"
                  variant="accent"
                  size="lg"
                  isPending={formState.isSubmitting}
                  pendingLabel="Sending..."
                >
                  Submit Request
                </Button>
              }
            >
              <FormRow>
                <BoundTextField control={control} name="name" label="Name" autoComplete="name" />
                <BoundTextField
                  control={control}
                  name="email"
                  label="Email"
                  type="email"
                  autoComplete="email"
                />
              </FormRow>
              <FormRow>
                <BoundDatePicker
                  control={control}
                  name="eventDate"
                  label="Event Date"
                  placeholderValue={parseDate(today).add({ days: cateringNoticeDays })}
                  description="At least 48 hours ahead; a week ahead for 50 or more guests."
                />
                <BoundNumberField
                  control={control}
                  name="guests"
                  label="Number of Guests"
                  minValue={1}
                  step={1}
                  formatOptions={{ maximumFractionDigits: 0 }}
                  description={
                    chosen
                      ? `${chosen.name}: at least ${chosen.minGuests} guests.`
                      : 'Each package has a minimum number of guests.'
                  }
                />
              </FormRow>
              <BoundSelect
                control={control}
                name="packageId"
                label="Package"
                placeholder="Choose a package"
                items={packages.map((pkg) => ({
                  id: pkg.id,
                  label: pkg.name,
                  description: `${formatMoney(pkg.pricePerPersonCents)} per person, minimum ${pkg.minGuests} guests`,
                }))}
              />
              <BoundTextArea
                control={control}
                name="details"
                label="Event Details"
                placeholder="The occasion, the venue, dietary needs, anything we should know."
                rows={5}
                maxLength={2000}
              />
            </Form>
          </Stack>

          <Card variant="muted">
            <CardHeader>
              <CardTitle level={3}>Talk to Our Catering Team</CardTitle>
              <CardDescription>{contact.noticeText}</CardDescription>
            </CardHeader>
            <CardBody>
              <List variant="plain" spacing="md">
                <ListItem icon={Phone}>
                  <Link href={telHref(contact.phone)} variant="quiet">
                    {contact.phone}
                  </Link>
                </ListItem>
                <ListItem icon={Mail}>
                  <Link href={`mailto:${contact.email}`} variant="quiet">
                    {contact.email}
                  </Link>
                </ListItem>
                <ListItem icon={Clock}>{contact.hours}</ListItem>
              </List>
            </CardBody>
          </Card>
        </Grid>
      </Section>
    </>
  );
}
