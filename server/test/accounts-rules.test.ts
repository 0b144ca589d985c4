/** The spec section 5 rules of accounts, at their edges, as pure functions. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { hashPassword, hashPasswordSync, verifyPassword } from '../src/services/accounts/passwords'
import {
  ageOn,
  checkAddressDetail,
  checkCellphone,
  idCheckCharacter,
  isValidEmail,
  isValidPassword,
  parseDate,
  parseMainlandId,
} from '../src/services/accounts/rules'

const TODAY = new Date('2025-06-15T12:00:00Z')
const withCheck = (first17: string) => first17 + idCheckCharacter(first17)

describe('password rule: 8-20 characters, at least 3 of 4 kinds', () => {
  it('takes 8 and 20 characters, refuses 7 and 21', () => {
    assert.equal(isValidPassword('Abcdef1!'), true) // 8
    assert.equal(isValidPassword('Abcde1!'), false) // 7
    assert.equal(isValidPassword('Abcdefghijklmnopq1!x'), true) // 20
    assert.equal(isValidPassword('Abcdefghijklmnopq1!xy'), false) // 21
  })

  it('needs 3 kinds: 2 are refused, each set of 3 is taken', () => {
    assert.equal(isValidPassword('abcdefgh12'), false) // lower + digits
    assert.equal(isValidPassword('ABCDEFGH!!'), false) // upper + special
    assert.equal(isValidPassword('abcdEFGH'), false) // lower + upper
    assert.equal(isValidPassword('abcdEFGH1'), true) // lower + upper + digits
    assert.equal(isValidPassword('abcdefg1!'), true) // lower + digits + special
    assert.equal(isValidPassword('ABCDEFG1!'), true) // upper + digits + special
    assert.equal(isValidPassword('abcdEFG!'), true) // lower + upper + special
  })

  it('refuses spaces and characters outside printable ASCII', () => {
    assert.equal(isValidPassword('Abcd 1234'), false)
    assert.equal(isValidPassword('Abcd1234密码'), false)
  })
})

describe('passwords are stored with scrypt', () => {
  it('salts each hash, keeps its parameters, and verifies', async () => {
    const first = await hashPassword('Demo!2345')
    const second = await hashPassword('Demo!2345')
    assert.notEqual(first, second)
    assert.match(first, /^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/)
    assert.equal(await verifyPassword('Demo!2345', first), true)
    assert.equal(await verifyPassword('Demo!2346', first), false)
    assert.equal(await verifyPassword('Demo!2345', 'plain'), false)
  })

  it("is deterministic for the seed when the salt is fixed, at the demo accounts' own cost", async () => {
    const salt = Buffer.alloc(16, 7)
    assert.equal(hashPasswordSync('Demo!2345', salt), hashPasswordSync('Demo!2345', salt))
    assert.match(hashPasswordSync('Demo!2345', salt), /^scrypt\$1024\$8\$1\$/)
    assert.equal(await verifyPassword('Demo!2345', hashPasswordSync('Demo!2345', salt)), true)
    assert.equal(await verifyPassword('Demo!2346', hashPasswordSync('Demo!2345', salt)), false)
  })
})

describe('email rule', () => {
  it('takes letters, digits, _ and - in dot-separated parts, @, a domain with a dot', () => {
    for (const good of ['demo@showtix.test', 'a.b_c-d@mail.example.com', 'A1@x.io']) assert.equal(isValidEmail(good), true, good)
    for (const bad of [
      'demo@localhost',
      'demo.showtix.test',
      'de mo@x.com',
      'a..b@x.com',
      '.a@x.com',
      'a+b@x.com',
      'a@x.',
      '@x.com',
    ]) {
      assert.equal(isValidEmail(bad), false, bad)
    }
  })
})

describe('mainland ID number', () => {
  it('takes the standard example and derives birth date and gender (odd 17th digit = male)', () => {
    assert.deepEqual(parseMainlandId('11010519491231002X', TODAY), {
      idNo: '11010519491231002X',
      birthday: '1949-12-31',
      gender: 'FEMALE',
    })
    assert.deepEqual(parseMainlandId('310101199003071230', TODAY), {
      idNo: '310101199003071230',
      birthday: '1990-03-07',
      gender: 'MALE',
    })
    assert.equal(parseMainlandId('11010519491231002x', TODAY)?.idNo, '11010519491231002X')
  })

  it('refuses 17 and 19 characters', () => {
    assert.equal(parseMainlandId('11010519491231002', TODAY), undefined)
    assert.equal(parseMainlandId('11010519491231002X1', TODAY), undefined)
  })

  it('refuses a bad check digit', () => {
    assert.equal(parseMainlandId('110105194912310021', TODAY), undefined)
    assert.equal(parseMainlandId('310101199003071231', TODAY), undefined)
  })

  it('refuses an impossible or future birth date, and an unknown region', () => {
    assert.equal(parseMainlandId(withCheck('31010119900230123'), TODAY), undefined) // 30 February
    assert.equal(parseMainlandId(withCheck('31010120300101123'), TODAY), undefined) // future
    assert.equal(parseMainlandId(withCheck('99010119900307123'), TODAY), undefined) // region 99
    assert.ok(parseMainlandId(withCheck('44030420000229002'), TODAY)) // 29 February of a leap year
  })

  it('counts age in whole years', () => {
    assert.equal(ageOn('2007-06-15', TODAY), 18)
    assert.equal(ageOn('2007-06-16', TODAY), 17)
    assert.equal(parseDate('2025-06-16', TODAY), undefined)
  })
})

describe('phone rule', () => {
  it('mainland: 11 digits starting with 1', () => {
    assert.equal(checkCellphone('13800138000', '86'), '13800138000')
    for (const bad of ['1380013800', '138001380001', '23800138000', '1380013800a']) {
      assert.throws(() => checkCellphone(bad, '86'), /11-digit mobile number starting with 1/, bad)
    }
  })

  it('each area by its own rule (phone-rules.ts): Macau 8 digits starting with 6; elsewhere 5-14 digits', () => {
    assert.equal(checkCellphone('66123456', '853'), '66123456')
    assert.throws(() => checkCellphone('1234', '853'), /8-digit Macau mobile number starting with 6/)
    assert.equal(checkCellphone('81234567', '65'), '81234567')
    assert.throws(() => checkCellphone('1234', '65'), /5-14 digits/)
  })
})

describe("address detail: the contract's rule (tested in __tests__/contract), refused with words that state it", () => {
  it('short, missing and too long each say what to do; an accepted detail is stored folded', () => {
    assert.throws(() => checkAddressDetail('人民大道二'), /at least 12 letters or digits, or 6 Chinese characters/)
    assert.throws(() => checkAddressDetail('   '), /enter the detailed address/)
    assert.throws(() => checkAddressDetail('路'.repeat(101)), /within 100 characters/)
    assert.equal(checkAddressDetail('  12 Avenida   da Praia  '), '12 Avenida da Praia')
  })
})
