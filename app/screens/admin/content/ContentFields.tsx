import {
  get,
  useFormState,
  useWatch,
  type Control,
  type FieldError,
  type UseFormSetValue,
} from 'react-hook-form';
import { Button } from '@ds/primitives/Button/Button';
import { FormSection } from '@ds/primitives/Form/Form';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import {
  BoundCheckbox,
  BoundNumberField,
  BoundTextArea,
  BoundTextField,
} from '@app/forms/bound-fields';
import { blankLike, entryLabel, fieldLabel, isLongText } from './content-fields';

/** The editor's form: the document under `doc`, so one form holds any key's shape. */
export interface ContentFormValues {
  doc: unknown;
}

type ContentControl = Control<ContentFormValues>;
type Path = `doc${string}`;

interface NodeProps {
  control: ContentControl;
  setValue: UseFormSetValue<ContentFormValues>;
  path: Path;
  /** The property this value sits under ('title'), or the list's entry name. */
  property: string;
  label: string;
  value: unknown;
  /** What one entry of a top-level list is called (the key's own word). */
  entryName?: string;
}

/** A message the schema gives a whole list or group ('At most 20 paragraphs'). */
function GroupError({ control, path }: { control: ContentControl; path: Path }) {
  const { errors } = useFormState({ control, name: path as 'doc' });
  const error = get(errors, path) as (FieldError & { root?: FieldError }) | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? (
    <Text size="sm" tone="danger" role="alert">
      {message}
    </Text>
  ) : null;
}

function ListNode({ control, setValue, path, property, label, value, entryName }: NodeProps) {
  const entries = value as unknown[];
  const entry = entryLabel(property, entryName);
  const replace = (next: unknown[]) =>
    setValue(path as 'doc', next, { shouldDirty: true, shouldValidate: false });
  const last = entries[entries.length - 1];
  return (
    <FormSection legend={label}>
      <GroupError control={control} path={path} />
      {entries.map((item, index) => (
        <Stack key={index} gap="sm">
          <ContentNode
            control={control}
            setValue={setValue}
            path={`${path}.${index}`}
            property={entry}
            label={`${entry} ${index + 1}`}
            value={item}
          />
          <Button
            variant="outline"
            size="sm"
            onPress={() => replace(entries.filter((_, at) => at !== index))}
          >
            {`Remove ${entry.toLowerCase()} ${index + 1}`}
          </Button>
        </Stack>
      ))}
      {entries.length > 0 ? (
        <Button variant="outline" size="sm" onPress={() => replace([...entries, blankLike(last)])}>
          {`Add ${entry.toLowerCase()}`}
        </Button>
      ) : null}
    </FormSection>
  );
}

/** One value of the document as fields: text, a number, a tick, a group or a list. */
function ContentNode(props: NodeProps) {
  const { control, setValue, path, property, label, value } = props;
  const name = path as 'doc';
  if (typeof value === 'string') {
    return isLongText(property, value) ? (
      <BoundTextArea control={control} name={name} label={label} />
    ) : (
      <BoundTextField control={control} name={name} label={label} />
    );
  }
  if (typeof value === 'number') {
    return (
      <BoundNumberField
        control={control}
        name={name}
        label={label}
        formatOptions={{ useGrouping: false, maximumFractionDigits: 2 }}
      />
    );
  }
  if (typeof value === 'boolean') {
    return (
      <BoundCheckbox control={control} name={name}>
        {label}
      </BoundCheckbox>
    );
  }
  if (Array.isArray(value)) return <ListNode {...props} />;
  if (value && typeof value === 'object') {
    const fields = Object.entries(value).map(([key, child]) => (
      <ContentNode
        key={key}
        control={control}
        setValue={setValue}
        path={path === 'doc' ? `doc.${key}` : `${path}.${key}`}
        property={key}
        label={fieldLabel(key)}
        value={child}
      />
    ));
    return path === 'doc' ? <>{fields}</> : <FormSection legend={label}>{fields}</FormSection>;
  }
  return null;
}

export interface ContentFieldsProps {
  control: ContentControl;
  setValue: UseFormSetValue<ContentFormValues>;
  /** The key's name, the legend of a document that is a list. */
  label: string;
  /** What one entry of a list document is called. */
  entryName?: string;
}

/** Every field of the document in the form, drawn from its current shape. */
export function ContentFields({ control, setValue, label, entryName }: ContentFieldsProps) {
  const doc = useWatch({ control, name: 'doc' });
  return (
    <ContentNode
      control={control}
      setValue={setValue}
      path="doc"
      property="doc"
      label={label}
      value={doc}
      entryName={entryName}
    />
  );
}
