import { ErrorPage } from './ErrorPage';

export default function ForbiddenPage() {
  return <ErrorPage code={403} />;
}
