import { Link } from 'wouter';
import { Button, buttonClass } from '#src/components/button.tsx';
import { productTexts } from '#src/features/product/product-texts.ts';

/**
 * Shown after a refused add: start a new cart with this dish (the other store's items go), go to
 * the store the cart belongs to, or cancel. The refusal itself is the spec's sticky toast, said
 * once: the panel names the choice, it does not say the sentence a second time.
 */
export function OtherStorePanel({
  storeId,
  onStartNewCart,
  onCancel,
}: {
  storeId: string;
  onStartNewCart: () => void;
  onCancel: () => void;
}) {
  return (
    <fieldset className="other-store">
      <legend className="other-store__text">{productTexts.otherStoreChoice}</legend>
      <div className="other-store__actions">
        <Button onClick={onStartNewCart}>{productTexts.startNewCart}</Button>
        <Link href={`/kitchen/${storeId}`} className={buttonClass('secondary', 'medium')}>
          {productTexts.goToStore}
        </Link>
        <Button variant="secondary" onClick={onCancel}>
          {productTexts.cancel}
        </Button>
      </div>
    </fieldset>
  );
}
