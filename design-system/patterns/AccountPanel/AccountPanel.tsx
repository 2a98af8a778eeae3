import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown, LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Button } from '../../primitives/Button/Button';
import { DescriptionList } from '../../primitives/DescriptionList/DescriptionList';
import { IconButton } from '../../primitives/IconButton/IconButton';

const accountPanelVariants = cva(
  'flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 text-ink shadow-xl',
  {
    variants: {
      placement: {
        /** Pinned to the bottom corner above the page (the gated host); full width on phones. */
        floating: 'fixed inset-x-4 bottom-4 z-50 sm:left-auto sm:w-80',
        /** In the flow of the page (documentation, a settings screen). */
        inline: 'w-full max-w-sm',
      },
    },
    defaultVariants: { placement: 'floating' },
  },
);

export interface AccountPanelProps extends VariantProps<typeof accountPanelVariants> {
  /** The user's name; the login id stands in when the account has none. */
  name?: string;
  /** The user pool's id for the user (`sub`). */
  userId: string;
  /** What they signed in with, e.g. their e-mail. */
  loginId: string;
  /** How they signed in, e.g. 'USER_SRP_AUTH'. */
  authFlow: string;
  onSignOut: () => void;
  /** While signing out: the button shows 'Signing out' and ignores presses. */
  isSigningOut?: boolean;
  /** Whether the details start open; the person can fold them away. */
  defaultExpanded?: boolean;
  className?: string;
}

/**
 * Who is signed in, on hosts behind the sign-in layer: the user's name,
 * id, login id and auth flow, and 'Sign out'. It floats in the bottom corner over every
 * page; the details fold away so it never hides much of the page.
 */
export function AccountPanel({
  name,
  userId,
  loginId,
  authFlow,
  onSignOut,
  isSigningOut = false,
  defaultExpanded = true,
  placement,
  className,
}: AccountPanelProps) {
  const [isExpanded, setExpanded] = useState(defaultExpanded);
  const detailsId = useId();
  const displayName = name?.trim() || loginId;
  return (
    <aside
      aria-label="Signed-in account"
      data-slot="account-panel"
      className={cn(accountPanelVariants({ placement }), className)}
    >
      <div data-slot="account-panel-header" className="flex items-center gap-3">
        <Avatar name={displayName} size="md" isDecorative />
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="truncate leading-snug font-semibold">{displayName}</p>
          <p className="text-xs text-ink-muted">Signed in</p>
        </div>
        <IconButton
          label="Account details"
          size="sm"
          aria-expanded={isExpanded}
          aria-controls={detailsId}
          onPress={() => setExpanded((expanded) => !expanded)}
          data-slot="account-panel-toggle"
        >
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform duration-fast', isExpanded && 'rotate-180')}
          />
        </IconButton>
      </div>
      <div id={detailsId} hidden={!isExpanded} data-slot="account-panel-details">
        <DescriptionList
          layout="stacked"
          items={[
            { term: 'Name', value: name?.trim() || 'Not set' },
            {
              term: 'User ID',
              value: <span className="font-mono text-xs break-all">{userId}</span>,
            },
            { term: 'Login ID', value: <span className="break-all">{loginId}</span> },
            { term: 'Auth flow', value: <span className="font-mono text-xs">{authFlow}</span> },
          ]}
        />
      </div>
      <Button
        variant="outline"
        size="sm"
        onPress={onSignOut}
        isPending={isSigningOut}
        pendingLabel="Signing out"
        data-slot="account-panel-sign-out"
      >
        <LogOut aria-hidden="true" /> Sign out
      </Button>
    </aside>
  );
}
