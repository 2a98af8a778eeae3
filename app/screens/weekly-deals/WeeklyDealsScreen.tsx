import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Button } from '@ds/primitives/Button/Button';
import { Form, FormRow } from '@ds/primitives/Form/Form';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Hero } from '@ds/primitives/Hero/Hero';
import { List, ListItem } from '@ds/primitives/List/List';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { emailReplyHours } from '@domain/constants';
import { heroImages } from '@domain/heroes';
import type { Product } from '@domain/types';
import { BoundTextArea, BoundTextField } from '../../forms/bound-fields';
import { useFormDraft } from '../../forms/use-form-draft';
import type { SizedOffer } from '@domain/deals';
import { ProductGrid, productTile } from '../../catalog/ProductGrid';
import {
  emptyGetInTouch,
  getInTouchSchema,
  minMessageLength,
  type GetInTouchValues,
} from './get-in-touch-schema';
import { formatCircularWeek, type CircularWeek } from './week';
import { sendFailureMessage } from '../../forms/server-field-errors';
import { useSubmitBanner } from '../../forms/use-submit-banner';

export interface WeeklyDealsScreenProps {
  /** This week, Monday to Sunday. */
  week: CircularWeek;
  /** The week's specials. */
  specials: Product[];
  /** The other products on sale, at their sale size. */
  deals: SizedOffer[];
  favoriteIds: ReadonlySet<string>;
  onToggleFavorite: (product: Product) => void;
  onAddToCart: (product: Product, sizeId?: string) => void;
  /**
   * Sends the 'Get in Touch' message; a rejection shows an error and keeps what was typed. An
   * ApiError's field messages (the API's names: name, email, body) show under their fields.
   */
  onSendMessage: (values: GetInTouchValues) => Promise<void>;
}

/** /weekly-deals: this week's circular, and a message form kept as a draft through a reload. */
export function WeeklyDealsScreen({
  week,
  specials,
  deals,
  favoriteIds,
  onToggleFavorite,
  onAddToCart,
  onSendMessage,
}: WeeklyDealsScreenProps) {
  const dates = formatCircularWeek(week);
  return (
    <>
      <Hero
        title="Weekly Circular"
        eyebrow={dates}
        description="This week's specials and deals, good Monday through Sunday, online and in our stores."
        imageSrc={heroImages.deals}
      />

      <Section
        title="This Week's Specials"
        description="Picked by our pitmasters for this week's cooks."
      >
        <ProductGrid
          label="This Week's Specials"
          tiles={specials.map(productTile)}
          columns="thirds"
          favoriteIds={favoriteIds}
          onToggleFavorite={onToggleFavorite}
          onAddToCart={onAddToCart}
          priorityCount={3}
        />
      </Section>

      {deals.length > 0 ? (
        <Section tone="muted" title="More Deals" description="Everything else on sale this week.">
          <ProductGrid
            label="More Deals"
            tiles={deals.map((deal) => ({
              product: deal.product,
              item: { ...deal.item, imageAlt: deal.product.images[0]?.alt },
              sizeId: deal.sizeId,
            }))}
            favoriteIds={favoriteIds}
            onToggleFavorite={onToggleFavorite}
            onAddToCart={onAddToCart}
          />
        </Section>
      ) : null}

      <Section
        title="Get in Touch"
        description="Questions about a deal, bulk orders or what to cook with it? Send us a note."
      >
        <Grid columns="main-aside" gap="xl" align="start">
          <GetInTouchForm onSend={onSendMessage} />
          <Stack gap="md">
            <Text weight="semibold">What happens next</Text>
            <List variant="plain" spacing="md" size="sm">
              <ListItem icon={Mail}>We reply by e-mail within {emailReplyHours} hours.</ListItem>
            </List>
          </Stack>
        </Grid>
      </Section>
    </>
  );
}

function GetInTouchForm({ onSend }: { onSend: (values: GetInTouchValues) => Promise<void> }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<GetInTouchValues>({
    resolver: zodResolver(getInTouchSchema),
    mode: 'onTouched',
    defaultValues: emptyGetInTouch,
  });
  const draft = useFormDraft(form, 'weekly-deals');
  const { control, handleSubmit, reset, formState, setError } = form;

  const { formProps } = useSubmitBanner(
    handleSubmit,
    async (values) => {
      await onSend(values);
      draft.clear();
      reset(emptyGetInTouch);
      setSentTo(values.email);
    },
    (failure) => sendFailureMessage(failure, 'Your message could not be sent. Please try again.'),
    // The API names a message's fields; the form names them its own way.
    { setError, renames: { name: 'fullName', body: 'message' } },
  );

  return (
    <Form
      aria-label="Get in Touch"
      {...formProps}
      actionsAlign="start"
      actions={
        <Button
          type="submit"
          variant="accent"
          isPending={formState.isSubmitting}
          pendingLabel="Sending..."
        >
          Send Message
        </Button>
      }
    >
      {sentTo ? (
        <Alert tone="success" title="Message sent" onDismiss={() => setSentTo(null)}>
          Thanks for getting in touch! We'll reply to {sentTo} within {emailReplyHours} hours.
        </Alert>
      ) : null}
      <FormRow>
        <BoundTextField control={control} name="fullName" label="Full Name" autoComplete="name" />
        <BoundTextField
          control={control}
          name="email"
          label="Email Address"
          type="email"
          autoComplete="email"
        />
      </FormRow>
      <BoundTextArea
        control={control}
        name="message"
        label="Message"
        description={`At least ${minMessageLength} characters.`}
      />
    </Form>
  );
}
