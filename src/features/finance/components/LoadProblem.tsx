import { LoadProblem as SharedLoadProblem, type LoadProblemProps } from '../../../components/LoadProblem';
import { financeMessages } from '../messages';

/** A failed read on the money pages, with their 'Try again'. */
export function LoadProblem(props: Omit<LoadProblemProps, 'retry'>) {
  return <SharedLoadProblem {...props} retry={financeMessages.retry} />;
}
