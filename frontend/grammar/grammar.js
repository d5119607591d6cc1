/**
 * OpenCL C grammar for zocc: tree-sitter-c plus the OpenCL C additions
 * (OpenCL C specification, sections 6.1 Supported Data Types, 6.5 Address
 * Space Qualifiers, 6.6 Access Qualifiers, 6.7 Function Qualifiers,
 * 6.11 Attribute Qualifiers), written as a delta the way tree-sitter-cpp,
 * -cuda and -glsl extend C.
 *
 * The parser reads preprocessed text: zocc's own preprocessor has removed
 * every directive, so the C grammar's preproc_* rules, its macro guesses and
 * its top-level statements are left out.
 *
 * Type names.  C cannot be parsed without knowing which identifiers name
 * types (C99 6.7.7).  zocc decides that before parsing, in one place
 * (frontend/typenames.c): it follows C's scopes over the token stream and
 * marks every identifier that is used as a typedef name by replacing its
 * first byte with \x01 in the copy the parser reads (\x02 for OpenCL C's
 * own type names such as uint and float4, which clang declares as typedefs
 * and a program may redeclare).  Here a marked identifier is its own token,
 * type_identifier, and an unmarked one is always an identifier, so the
 * grammar has no identifier-or-type guesses: `(T)(x)`, `T * x;`,
 * `sizeof(T)` each have one reading.  The builder takes names from the
 * unmarked text.
 */

const C = require('tree-sitter-c/grammar');

const PREC = {
  PAREN_DECLARATOR: -10,
  CAST: 12, // tree-sitter-c's PREC.CAST
  SIZEOF: 13,
};

// 6.1.1 Built-in scalar data types and 6.1.3 other built-in data types that
// clang treats as keywords; uchar, uint, float4, size_t and the like are
// typedef names (marked \x02 by typenames.c).
const IMAGES = ['image1d_t', 'image1d_array_t', 'image1d_buffer_t', 'image2d_t',
  'image2d_array_t', 'image2d_depth_t', 'image2d_array_depth_t', 'image3d_t',
  'image2d_msaa_t', 'image2d_array_msaa_t', 'image2d_msaa_depth_t',
  'image2d_array_msaa_depth_t'];
const OPAQUE = ['sampler_t', 'event_t', 'queue_t', 'clk_event_t', 'reserve_id_t'];

// C99 6.7.2: the specifier keywords that combine with others ('long int')
const SIZED = ['signed', 'unsigned', 'long', 'short', '__signed', '__signed__'];

// What may follow the first character of an identifier (tree-sitter-c's
// identifier without its first character).
const IDENT_REST = /(\p{XID_Continue}|\$|\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8})*/;

const commaSep1 = rule => seq(rule, repeat(seq(',', rule)));
const commaSep = rule => optional(commaSep1(rule));

module.exports = grammar(C, {
  name: 'opencl',

  // With type names decided before parsing, only these remain: a declarator
  // followed by GNU attributes may still be an init_declarator's (the '='
  // after the attributes decides); '(T)(x)' is a vector literal or a cast
  // of a parenthesized expression (6.1.6; the builder reads both alike).
  conflicts: $ => [
    [$._declaration_modifiers, $.attributed_statement],
  ],

  // expression and statement are inlined rather than supertypes (which
  // tree-sitter-c makes them): a supertype is a hidden node of its own, so
  // every operand and every statement cost the parser one more reduction
  // (an identifier became identifier -> expression).  Inlined, they leave
  // the trees as they were and take a quarter off the parse (measured:
  // 387 to 292 million instructions on a 240 KB program).
  inline: ($, original) => original.concat([
    $._specifier,
    $.expression,
    $.statement,
  ]),

  supertypes: $ => [
    $.type_specifier,
    $._declarator,
    $._field_declarator,
    $._type_declarator,
    $._abstract_declarator,
  ],

  rules: {
    translation_unit: $ => repeat($._top_level_item),

    // C99 6.9 External definitions.  A stray ';' at file scope is accepted,
    // as clang does.
    _top_level_item: $ => choice(
      $.function_definition,
      $.declaration,
      $.type_definition,
      $.static_assert_declaration,
      ';',
    ),

    _block_item: $ => choice(
      $.declaration,
      $.type_definition,
      $.static_assert_declaration,
      $.statement,
    ),

    // C11 6.7.10 Static assertions, also with no message (C2x, which clang
    // takes in OpenCL C with a warning).  The message is read as any
    // expression so the builder can say that it must be a string literal.
    static_assert_declaration: $ => seq(
      '_Static_assert',
      '(',
      field('condition', $.expression),
      optional(seq(',', field('message', $.expression))),
      ')',
      ';',
    ),

    // ---- declarations (C99 6.7) ----

    function_definition: $ => seq(
      $._declaration_specifiers,
      field('declarator', $._declarator),
      optional($._attributes),
      field('body', $.compound_statement),
    ),

    // 'struct S { ... };' has no declarator.  GNU attributes may follow a
    // declarator:  __local float t[16] __attribute__((aligned(16)));
    declaration: $ => seq(
      $._declaration_specifiers,
      commaSep(choice(
        seq(field('declarator', $._declarator), optional($._attributes)),
        field('declarator', $.init_declarator),
      )),
      ';',
    ),

    _attributes: $ => repeat1($.attribute_specifier),

    init_declarator: $ => seq(
      field('declarator', $._declarator),
      optional($._attributes),
      '=',
      field('value', choice($.initializer_list, $.expression)),
    ),

    type_definition: $ => seq(
      optional('__extension__'),
      'typedef',
      $._type_definition_type,
      $._type_definition_declarators,
      ';',
    ),

    _type_definition_declarators: $ => commaSep1(seq(
      field('declarator', $._type_declarator),
      optional($._attributes),
    )),

    // C99 6.7: specifiers and qualifiers in any order and combination
    // ('long unsigned int', 'int const', 'unsigned'); the builder checks
    // the combination (6.7.2p2).
    _declaration_specifiers: $ => seq(
      repeat($._declaration_modifiers),
      field('type', $.type_specifier),
      repeat($._specifier),
    ),
    _type_definition_type: $ => $._declaration_specifiers,
    _specifier: $ => choice(
      $._declaration_modifiers,
      field('type', $.type_specifier),
    ),

    _declaration_modifiers: $ => choice(
      $.storage_class_specifier,
      $.type_qualifier,
      $.attribute_specifier,
      $.function_qualifier,
    ),

    type_specifier: $ => choice(
      $.struct_specifier,
      $.union_specifier,
      $.enum_specifier,
      $.sized_type_specifier,
      $.primitive_type,
      alias($._builtin_type_name, $.primitive_type),
      $._type_identifier,
      $.typeof_specifier,
    ),

    // GNU __typeof__ (clang has it in OpenCL C; plain 'typeof' it has not)
    typeof_specifier: $ => seq(
      choice('__typeof__', '__typeof'),
      '(',
      choice(field('type', $.type_descriptor), field('value', $.expression)),
      ')',
    ),

    // one of signed/unsigned/long/short; several stand side by side
    sized_type_specifier: _ => choice(...SIZED),

    primitive_type: _ => token(choice(
      'bool', '_Bool', 'char', 'int', 'float', 'double', 'void', 'half',
      '__auto_type', // GNU: the type of the initializer
      ...IMAGES,
      ...OPAQUE,
    )),

    // An identifier typenames.c marked as a typedef name (\x01) or as one of
    // OpenCL C's own type names (\x02): see the head of this file.
    type_identifier: _ => token(seq(/\x01+/, IDENT_REST)),
    _builtin_type_name: _ => token(seq(/\x02+/, IDENT_REST)),
    _type_identifier: $ => $.type_identifier,

    // C99 6.7.1 storage classes, with the GNU spellings
    storage_class_specifier: _ => choice(
      'extern', 'static', 'auto', 'register', 'inline', '__inline', '__inline__',
      '_Noreturn', '__forceinline',
    ),

    // 6.5 Address space qualifiers and 6.6 access qualifiers join the C
    // type qualifiers (with the GNU spellings), as does OpenCL C 2.0's
    // 'pipe' (6.13.16).
    type_qualifier: $ => choice(
      'const', '__const', 'volatile', '__volatile', '__volatile__',
      'restrict', '__restrict', '__restrict__', '_Atomic',
      // GNU: marks a declaration as using an extension; it means nothing
      // (clang takes it before any declaration, where a qualifier stands).
      // Where an expression may also begin, '__extension__ __extension__'
      // reads as an extension_expression.
      prec(-1, '__extension__'),
      $.alignas_qualifier,
      $.address_space_qualifier,
      $.access_qualifier,
      'pipe',
    ),

    address_space_qualifier: _ => choice(
      '__global', 'global',
      '__local', 'local',
      '__constant', 'constant',
      '__private', 'private',
      '__generic', 'generic',
    ),

    access_qualifier: _ => choice(
      '__read_only', 'read_only',
      '__write_only', 'write_only',
      '__read_write', 'read_write',
    ),

    // 6.7 Function qualifiers: __kernel stands where a storage class does.
    function_qualifier: _ => choice('__kernel', 'kernel'),

    // 6.11 Attribute qualifiers: __attribute__((name, name(args), ...)).
    // Arguments may be types (vec_type_hint(float4)).
    attribute_specifier: $ => seq(
      choice('__attribute__', '__attribute'),
      '(', '(',
      commaSep(optional($.gnu_attribute)),
      ')', ')',
    ),

    gnu_attribute: $ => seq(
      field('name', choice($.identifier, 'const')),
      optional(field('arguments', $.attribute_arguments)),
    ),

    attribute_arguments: $ => seq(
      '(',
      commaSep(choice($.expression, $.type_descriptor)),
      ')',
    ),

    // Tag names are a name space of their own (C99 6.2.3): never marked.
    // Attributes after the closing brace are declaration specifiers here;
    // the builder gives them to the tag they follow, as GCC and clang do.
    struct_specifier: $ => prec.right(seq(
      'struct',
      repeat($.attribute_specifier),
      choice(
        seq(
          field('name', alias($.identifier, $.type_identifier)),
          field('body', optional($.field_declaration_list)),
        ),
        field('body', $.field_declaration_list),
      ),
    )),

    union_specifier: $ => prec.right(seq(
      'union',
      repeat($.attribute_specifier),
      choice(
        seq(
          field('name', alias($.identifier, $.type_identifier)),
          field('body', optional($.field_declaration_list)),
        ),
        field('body', $.field_declaration_list),
      ),
    )),

    // Attributes may follow 'enum' (6.11.1): enum __attribute__((packed)) e
    enum_specifier: $ => prec.right(seq(
      'enum',
      repeat($.attribute_specifier),
      choice(
        seq(
          field('name', alias($.identifier, $.type_identifier)),
          field('body', optional($.enumerator_list)),
        ),
        field('body', $.enumerator_list),
      ),
    )),

    enumerator_list: $ => seq(
      '{',
      commaSep($.enumerator),
      optional(','),
      '}',
    ),

    field_declaration_list: $ => seq(
      '{',
      repeat(choice($.field_declaration, $.static_assert_declaration, ';')),
      '}',
    ),

    field_declaration: $ => seq(
      $._declaration_specifiers,
      optional($._field_declaration_declarator),
      ';',
    ),

    _field_declaration_declarator: $ => commaSep1(seq(
      field('declarator', $._field_declarator),
      optional($.bitfield_clause),
      optional($._attributes),
    )),

    // ---- declarators (C99 6.7.5) ----

    _declarator: $ => choice(
      $.pointer_declarator,
      $.function_declarator,
      $.array_declarator,
      $.parenthesized_declarator,
      $.block_pointer_declarator,
      $.identifier,
    ),

    // The name a typedef declares is unmarked: it follows the type.
    _type_declarator: $ => choice(
      alias($.pointer_type_declarator, $.pointer_declarator),
      alias($.block_pointer_type_declarator, $.block_pointer_declarator),
      alias($.function_type_declarator, $.function_declarator),
      alias($.array_type_declarator, $.array_declarator),
      alias($.parenthesized_type_declarator, $.parenthesized_declarator),
      alias($.identifier, $.type_identifier),
    ),

    _field_declarator: $ => choice(
      alias($.pointer_field_declarator, $.pointer_declarator),
      alias($.block_pointer_field_declarator, $.block_pointer_declarator),
      alias($.function_field_declarator, $.function_declarator),
      alias($.array_field_declarator, $.array_declarator),
      alias($.parenthesized_field_declarator, $.parenthesized_declarator),
      $._field_identifier,
    ),

    _abstract_declarator: $ => choice(
      $.abstract_pointer_declarator,
      $.abstract_function_declarator,
      $.abstract_array_declarator,
      $.abstract_parenthesized_declarator,
      alias($.abstract_block_pointer_declarator, $.block_pointer_declarator),
    ),

    parenthesized_declarator: $ => seq('(', $._declarator, ')'),
    parenthesized_field_declarator: $ => seq('(', $._field_declarator, ')'),
    parenthesized_type_declarator: $ => seq('(', $._type_declarator, ')'),
    abstract_parenthesized_declarator: $ => seq('(', $._abstract_declarator, ')'),

    // qualifiers and attributes after a '*':
    //   global float *__attribute__((aligned(16))) p
    _pointer_modifier: $ => choice($.type_qualifier, $.ms_pointer_modifier),
    ms_pointer_modifier: $ => $.attribute_specifier,

    pointer_declarator: $ => prec.right(seq(
      '*', repeat($._pointer_modifier), field('declarator', $._declarator),
    )),
    pointer_field_declarator: $ => prec.right(seq(
      '*', repeat($._pointer_modifier), field('declarator', $._field_declarator),
    )),
    pointer_type_declarator: $ => prec.right(seq(
      '*', repeat($._pointer_modifier), field('declarator', $._type_declarator),
    )),
    abstract_pointer_declarator: $ => prec.right(seq(
      '*', repeat($._pointer_modifier), field('declarator', optional($._abstract_declarator)),
    )),

    function_declarator: $ => prec(1, seq(
      field('declarator', $._declarator),
      field('parameters', $.parameter_list),
    )),
    function_field_declarator: $ => prec(1, seq(
      field('declarator', $._field_declarator),
      field('parameters', $.parameter_list),
    )),
    function_type_declarator: $ => prec(1, seq(
      field('declarator', $._type_declarator),
      field('parameters', $.parameter_list),
    )),
    abstract_function_declarator: $ => prec(1, seq(
      field('declarator', optional($._abstract_declarator)),
      field('parameters', $.parameter_list),
    )),

    // OpenCL C 2.0 blocks (6.12, clang's blocks): void (^b)(int), typedef
    // int (^B)(int), a member void (^f)(void), and the literals ^{ ... },
    // ^(int x){ ... } and, with the return type, ^int (int x){ ... }.
    // Level Zero has no device-side enqueue; the builder says so once, at
    // the first, so the grammar reads them all.
    block_pointer_declarator: $ => prec.right(seq(
      '^', repeat($.type_qualifier), field('declarator', $._declarator),
    )),
    block_pointer_type_declarator: $ => prec.right(seq(
      '^', repeat($.type_qualifier), field('declarator', $._type_declarator),
    )),
    block_pointer_field_declarator: $ => prec.right(seq(
      '^', repeat($.type_qualifier), field('declarator', $._field_declarator),
    )),
    abstract_block_pointer_declarator: $ => prec.right(seq(
      '^', repeat($.type_qualifier), field('declarator', optional($._abstract_declarator)),
    )),
    block_literal: $ => prec(PREC.CAST + 4, seq(
      '^',
      optional(choice(field('parameters', $.parameter_list), field('type', $.type_descriptor))),
      field('body', $.compound_statement),
    )),

    parameter_list: $ => seq(
      '(',
      commaSep(choice($.parameter_declaration, $.variadic_parameter)),
      ')',
    ),

    parameter_declaration: $ => seq(
      $._declaration_specifiers,
      optional(seq(
        field('declarator', choice($._declarator, $._abstract_declarator)),
        optional($._attributes),
      )),
    ),

    type_descriptor: $ => seq(
      $._declaration_specifiers,
      field('declarator', optional($._abstract_declarator)),
    ),

    // ---- statements (C99 6.8) ----

    // __attribute__((opencl_unroll_hint)) and friends stand before loops.
    attributed_statement: $ => seq(
      repeat1($.attribute_specifier),
      choice($.case_statement, $._non_case_statement),
    ),

    statement: $ => choice(
      $.case_statement,
      $._non_case_statement,
      $.attributed_statement,
    ),

    _non_case_statement: $ => choice(
      $.labeled_statement,
      $.compound_statement,
      $.expression_statement,
      $.if_statement,
      $.switch_statement,
      $.do_statement,
      $.while_statement,
      $.for_statement,
      $.return_statement,
      $.break_statement,
      $.continue_statement,
      $.goto_statement,
    ),

    case_statement: $ => prec.right(seq(
      choice(
        // GNU case ranges: case 1 ... 3:
        seq('case', field('value', $.expression), optional(seq('...', field('high', $.expression)))),
        'default',
      ),
      ':',
      repeat(choice(
        $._non_case_statement,
        $.attributed_statement,
        $.declaration,
        $.type_definition,
        $.static_assert_declaration,
      )),
    )),

    // ---- expressions (C99 6.5) ----

    _expression_not_binary: $ => choice(
      $.conditional_expression,
      $.assignment_expression,
      $.unary_expression,
      $.update_expression,
      $.cast_expression,
      $.pointer_expression,
      $.sizeof_expression,
      $.alignof_expression,
      $.vec_step_expression,
      $.offsetof_expression,
      $.type_builtin_expression,
      $.generic_expression,
      $.subscript_expression,
      $.call_expression,
      $.field_expression,
      $.compound_literal_expression,
      $.identifier,
      $.number_literal,
      $._string,
      $.true,
      $.false,
      $.char_literal,
      $.parenthesized_expression,
      $.extension_expression,
      $.vector_literal,
      $.block_literal,
    ),

    // 6.1.6 Vector literals: (float4)(1.0f, 2.0f, x.xy).  '(T)(x)' reads as a
    // vector literal or as a cast of a parenthesized expression; both mean
    // the same, and the dynamic precedence picks the vector literal.
    vector_literal: $ => prec.dynamic(1, prec(PREC.CAST, seq(
      '(',
      field('type', $.type_descriptor),
      ')',
      '(',
      field('elements', choice($.expression, $.comma_expression)),
      ')',
    ))),

    // 6.3.k vec_step, an operator like sizeof
    vec_step_expression: $ => prec(PREC.SIZEOF, seq(
      'vec_step',
      choice(
        field('value', $.expression),
        seq('(', field('type', $.type_descriptor), ')'),
      ),
    )),

    alignof_expression: $ => prec(PREC.SIZEOF, seq(
      choice('__alignof__', '__alignof', '_alignof', 'alignof', '_Alignof'),
      choice(
        seq('(', field('type', $.type_descriptor), ')'),
        field('value', $.expression),
      ),
    )),

    argument_list: $ => seq('(', commaSep($.expression), ')'),

    // GNU __builtin_offsetof(type, member-designator): a member, then
    // members and subscripts (C11 7.19p3's offsetof, which clang's
    // stddef.h defines through it).
    offsetof_expression: $ => seq(
      '__builtin_offsetof',
      '(',
      field('type', $.type_descriptor),
      ',',
      field('member', $._field_identifier),
      repeat(choice($.field_designator, $.subscript_designator)),
      ')',
    ),

    // clang's builtins with a type among their arguments:
    // __builtin_convertvector(v, T), __builtin_astype(v, T),
    // __builtin_bit_cast(T, v), __builtin_types_compatible_p(T, U)
    type_builtin_expression: $ => choice(
      seq(field('function', choice('__builtin_convertvector', '__builtin_astype')), '(',
        field('value', $.expression), ',', field('type', $.type_descriptor), ')'),
      seq(field('function', '__builtin_bit_cast'), '(', field('type', $.type_descriptor), ',',
        field('value', $.expression), ')'),
      seq(field('function', '__builtin_types_compatible_p'), '(', field('type', $.type_descriptor), ',',
        field('type', $.type_descriptor), ')'),
    ),

    // A generic selection of an lvalue is one (C11 6.5.1.1p4): it may be
    // assigned to, as may anything else of the C grammar's left sides.
    _assignment_left_expression: ($, original) => choice(original, $.generic_expression),

    // C11 6.5.1.1 Generic selection
    generic_expression: $ => seq(
      '_Generic',
      '(',
      field('control', $.expression),
      repeat1(seq(',', $.generic_association)),
      ')',
    ),
    generic_association: $ => seq(
      choice(field('type', $.type_descriptor), 'default'),
      ':',
      field('value', $.expression),
    ),

    // adjacent string literals (6.4.5p4)
    concatenated_string: $ => prec.right(seq(
      $.string_literal,
      repeat1($.string_literal),
    )),

    true: _ => 'true',
    false: _ => 'false',

    // A pp-number (C99 6.4.8): the CST to AST step converts and checks it,
    // so the half suffix (1.0h), binary literals and every C suffix are read
    // here alike.
    number_literal: _ => token(seq(
      choice(/[0-9]/, seq('.', /[0-9]/)),
      repeat(choice(/[0-9a-zA-Z_.]/, /[eEpP][-+]/)),
    )),
  },
});
