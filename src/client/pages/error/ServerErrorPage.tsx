import { ErrorPage } from './ErrorPage';

export default function ServerErrorPage() {
  return <ErrorPage code={500} />;
}
