import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { proposedTaxCategory } from '#shared/domain/staples';
import { DEFAULT_TAX_CATEGORY, type TaxCategory } from '#shared/domain/tax-category';
import type { ProductForm } from './product-form';

/**
 * A new product's tax category follows its category (staples.ts): filed under a staple food it is
 * proposed exempt, else standard — until the user picks one, which then stands. An existing
 * product is never changed. Answers whether the tax category shown is the exempt proposal.
 */
export function useStapleProposal(form: ProductForm, isNew: boolean, open: boolean): boolean {
  const category = useWatch({ control: form.control, name: 'category' });
  const taxCategory = useWatch({ control: form.control, name: 'taxCategory' });
  // What the form was last given by this hook; a different value is the user's own choice.
  const proposed = useRef<TaxCategory>(DEFAULT_TAX_CATEGORY);
  useEffect(() => {
    if (open) proposed.current = DEFAULT_TAX_CATEGORY;
  }, [open]);
  useEffect(() => {
    if (!isNew || form.getValues('taxCategory') !== proposed.current) return;
    const next = proposedTaxCategory(category);
    proposed.current = next;
    if (next !== form.getValues('taxCategory')) form.setValue('taxCategory', next);
  }, [isNew, category, form]);
  return isNew && taxCategory === 'exempt' && proposed.current === 'exempt' && proposedTaxCategory(category) === 'exempt';
}
