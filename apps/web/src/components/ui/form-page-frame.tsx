import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { LoadingStatus } from './loading-status';

interface FormPageFrameProps {
  title: string;
  lead?: ReactNode;
  className?: string;
  /** Height the form takes in one column (CSS length): kept from the first frame, so the aside under it never moves. */
  reserve: string;
  /** The form, usually a lazy component: its code loads while the heading and lead already show. */
  children: ReactNode;
}

/**
 * A public form page painted in two steps: the heading, the lead and the client aside show with the
 * app, the form when its code (schemas, widgets) has loaded. The page's largest text is on the first
 * frame (LCP) and the form's space is reserved from the start (CLS). Decision 027.
 */
export function FormPageFrame({ title, lead, className, reserve, children }: FormPageFrameProps) {
  const painted = useAfterFirstPaint();
  return (
    <section className={className ? `card ${className}` : 'card'}>
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      <div className="form-slot" style={{ '--form-slot-height': reserve } as CSSProperties}>
        {painted ? <Suspense fallback={<LoadingStatus />}>{children}</Suspense> : <LoadingStatus />}
      </div>
    </section>
  );
}
