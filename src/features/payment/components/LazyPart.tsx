import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LatePart } from '../../../components/LatePart';
import { paymentMessages } from '../messages';
import { payMessages } from '../payMessages';

interface BoundaryState {
  failed: boolean;
}

/** A chunk that could not be downloaded (the card form, Stripe.js): say so and offer to try again. */
class ChunkBoundary extends Component<{ children: ReactNode; onRetry(): void }, BoundaryState> {
  override state: BoundaryState = { failed: false };
  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button
            color="inherit"
            onClick={() => {
              this.setState({ failed: false });
              this.props.onRetry();
            }}
          >
            <FormattedMessage {...paymentMessages.retry} />
          </Button>
        }
      >
        <FormattedMessage {...payMessages.cardFormFailed} />
      </Alert>
    );
  }
}

/**
 * A lazily loaded part of the payment page, with a placeholder while it loads and a retry when it fails. The
 * server renders it (the card form): a late part, so what the patient typed and clicked in it before its code
 * came is done again once it has (docs/decisions/0005-early-input-replay.md).
 */
export function LazyPart({
  children,
  onRetry,
  placeholderHeight = 180,
}: {
  children: ReactNode;
  onRetry(): void;
  /** The part's own height, when known: nothing moves as it arrives. */
  placeholderHeight?: number;
}) {
  return (
    <ChunkBoundary onRetry={onRetry}>
      <LatePart fallback={<Skeleton variant="rounded" height={placeholderHeight} />}>{children}</LatePart>
    </ChunkBoundary>
  );
}
